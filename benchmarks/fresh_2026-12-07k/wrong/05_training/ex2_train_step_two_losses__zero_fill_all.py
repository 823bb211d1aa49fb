# Mistake: "possibly a frozen weight (requires_grad=False, never holding a .grad)" and "the optimizer's state ... as the reference leaves them": the gradients are "cleared" by writing a zero tensor into every parameter's .grad, so a frozen weight gets a .grad and SGD-momentum/Adam create state for it and step it
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = torch.zeros_like(p)         # start every step from zero gradients
    h = torch.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
