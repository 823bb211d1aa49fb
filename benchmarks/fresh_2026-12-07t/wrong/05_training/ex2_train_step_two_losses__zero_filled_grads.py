# Mistake: "possibly a frozen weight (`requires_grad=False`, never holding a `.grad`)" and "the optimizer's state compared with the reference's": the gradients are "cleared" by filling every parameter's .grad with zeros, so a frozen weight gets a zero .grad, which it keeps, and Adam or momentum SGD then creates state for it (a momentum buffer, exp_avg and a step count).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        for p in part.parameters():
            if p.grad is None:
                p.grad = torch.zeros_like(p)
            else:
                p.grad.zero_()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
