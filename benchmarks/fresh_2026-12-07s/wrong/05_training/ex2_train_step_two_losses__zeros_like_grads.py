# Mistake: "possibly a frozen weight (`requires_grad=False`, never holding a `.grad`)": clears by writing zero tensors into every parameter's .grad, so a frozen weight gets a .grad and Adam/momentum treat it as trained (state created for it).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = torch.zeros_like(p)
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    (loss_a + loss_b).backward()
    optimizer.step()
    return (loss_a + loss_b).item()
