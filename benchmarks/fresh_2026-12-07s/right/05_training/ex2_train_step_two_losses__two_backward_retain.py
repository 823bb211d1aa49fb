# Right: two backward() calls (the first with retain_graph=True) instead of one on the sum, clearing with set_to_none=True explicitly; the loss is summed as Python floats before step().
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    total = loss_a.item() + loss_b.item()
    optimizer.step()
    return total
