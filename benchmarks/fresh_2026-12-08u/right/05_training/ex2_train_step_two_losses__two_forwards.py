# Right: runs shared once per loss (allowed) and calls backward() on each loss separately, so the second graph is fresh and needs no retain_graph; clears gradients with set_to_none=False (zeros, also fine).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    loss_a = F.cross_entropy(head_a(F.relu(shared(x))), y_class)
    loss_a.backward()
    loss_b = F.mse_loss(head_b(F.relu(shared(x))), y_reg)
    loss_b.backward()
    total = loss_a.detach() + loss_b.detach()
    optimizer.step()
    return total.item()
