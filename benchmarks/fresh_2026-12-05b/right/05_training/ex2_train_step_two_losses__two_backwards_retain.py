# Right: gradients of all three parts set to None by hand, two backward() calls (retain_graph on the first) that add up in .grad, then a single step.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        for p in part.parameters():
            p.grad = None
    optimizer.zero_grad()
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    optimizer.step()
    return float(loss_a.detach() + loss_b.detach())
