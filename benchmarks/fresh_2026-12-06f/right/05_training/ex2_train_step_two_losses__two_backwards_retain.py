# Right: clears through the optimizer first (frozen weights stay without .grad), builds h once, back-propagates the two losses separately (retain_graph on the first so the shared part is traversed twice; gradients add), one step, returns the float sum.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    optimizer.step()
    return float(loss_a.item() + loss_b.item())
