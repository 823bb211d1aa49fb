# Right: runs shared once per loss (two separate graphs, so no retain_graph is needed), calls backward() on each, clears the gradients by setting each optimizer parameter's .grad to None, and returns the sum of the two detached losses.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = None
    loss_a = F.cross_entropy(head_a(F.relu(shared(x))), y_class)
    loss_a.backward()
    loss_b = F.mse_loss(head_b(F.relu(shared(x))), y_reg)
    loss_b.backward()
    total = float(loss_a.detach() + loss_b.detach())
    optimizer.step()
    return total
