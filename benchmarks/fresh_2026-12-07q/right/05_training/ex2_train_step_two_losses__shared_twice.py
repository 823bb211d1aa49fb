# Right: runs shared once per loss (allowed), clears with zero_grad on each part's module, and sums the two backward passes through separate graphs.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        part.zero_grad(set_to_none=True)
    loss_a = F.cross_entropy(head_a(shared(x).relu()), y_class)
    loss_a.backward()
    loss_b = F.mse_loss(head_b(shared(x).relu()), y_reg)
    loss_b.backward()
    value = loss_a.item() + loss_b.item()
    optimizer.step()
    return value
