# Right: clears with set_to_none=True, then two backward() calls (retain_graph=True on the first, since h is shared) instead of one backward on the sum; returns the sum of the two .item() values.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    h = F.relu(shared(x))
    loss_class = F.cross_entropy(head_a(h), y_class)
    loss_reg = F.mse_loss(head_b(h), y_reg)
    loss_class.backward(retain_graph=True)
    loss_reg.backward()
    optimizer.step()
    return loss_class.item() + loss_reg.item()
