# Mistake: "possibly a frozen weight (requires_grad=False, never holding a .grad)": clearing with p.grad = torch.zeros_like(p) on every parameter gives a frozen weight a zero .grad, which the reference never does (and Adam/SGD then also create optimizer state for it).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for module in (shared, head_a, head_b):
        for p in module.parameters():
            p.grad = torch.zeros_like(p)          # start from clean, zeroed gradients
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    optimizer.step()
    return loss_a.item() + loss_b.item()
