# Mistake: "possibly a frozen weight (`requires_grad=False`, never holding a `.grad`)" and "the optimizer's state compared with the reference's" — clears by assigning a zero .grad to every parameter, so a frozen weight gets a .grad and Adam/momentum build state for it.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        for p in part.parameters():
            p.grad = torch.zeros_like(p)
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    (loss_a + loss_b).backward()
    optimizer.step()
    return float(loss_a + loss_b)
