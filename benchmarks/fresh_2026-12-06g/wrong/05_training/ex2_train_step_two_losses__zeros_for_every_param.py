# Mistake: "possibly a frozen weight (requires_grad=False, never holding a .grad)" — clearing by assigning zeros to every parameter's .grad gives the frozen weight a .grad it must never hold (and the optimizer then treats it as having a gradient)
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        for p in part.parameters():
            p.grad = torch.zeros_like(p)
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
