# Right: two backward() calls (retain_graph on the first) that add up in .grad, gradients cleared by hand to None on every parameter the optimizer holds, the returned total read before step().
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = None
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    total = (loss_a.detach() + loss_b.detach()).item()
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    optimizer.step()
    return total
