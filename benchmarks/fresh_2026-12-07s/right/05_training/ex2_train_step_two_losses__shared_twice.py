# Right: runs shared once per loss (two forward passes through it, allowed) and backpropagates each loss separately, with no retain_graph needed.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    loss_a = F.cross_entropy(head_a(F.relu(shared(x))), y_class)
    loss_a.backward()
    loss_b = F.mse_loss(head_b(F.relu(shared(x))), y_reg)
    loss_b.backward()
    value = (loss_a.detach() + loss_b.detach()).item()
    optimizer.step()
    return value
