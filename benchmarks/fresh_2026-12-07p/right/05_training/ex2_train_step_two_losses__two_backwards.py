# Right: clears with optimizer.zero_grad(), calls backward twice (retain_graph=True on the first) instead of once on the sum, and reads the total before step().
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    total = loss_a.item() + loss_b.item()
    optimizer.step()
    return total
