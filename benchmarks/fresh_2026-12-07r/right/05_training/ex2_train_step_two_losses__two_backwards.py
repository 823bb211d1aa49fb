# Right: runs shared once per loss and calls backward twice (no retain_graph needed), clearing once before.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    loss_a = F.cross_entropy(head_a(F.relu(shared(x))), y_class)
    loss_a.backward()
    loss_b = F.mse_loss(head_b(F.relu(shared(x))), y_reg)
    loss_b.backward()
    total = loss_a.item() + loss_b.item()
    optimizer.step()
    return total
