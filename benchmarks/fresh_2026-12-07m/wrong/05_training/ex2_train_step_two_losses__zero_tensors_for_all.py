# Mistake: "possibly a frozen weight (`requires_grad=False`, never holding a `.grad`) ... after the call, `shared`, `head_a`, `head_b` and `optimizer` as the reference leaves them": clears by giving every parameter a zero tensor, so a frozen weight leaves holding a .grad of zeros, and Adam, which skips only parameters whose .grad is None, creates state for it and counts a step.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        for p in part.parameters():
            p.grad = torch.zeros_like(p)         # start from clean (zero) gradients
    h = torch.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
