# Mistake: "possibly a frozen weight (`requires_grad=False`, never holding a `.grad`)" — clears by assigning zero tensors to every parameter's .grad (avoids None checks), so a frozen weight ends up holding a .grad it never had.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for module in (shared, head_a, head_b):
        for p in module.parameters():
            p.grad = torch.zeros_like(p)
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
