# Right: runs shared once per loss (two separate graphs, no retain_graph needed), as the prompt allows, with optimizer.zero_grad(set_to_none=True) before and a single step() after.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    total = 0.0
    for head, target, loss_fn in ((head_a, y_class, F.cross_entropy), (head_b, y_reg, F.mse_loss)):
        loss = loss_fn(head(torch.relu(shared(x))), target)
        loss.backward()
        total += loss.item()
    optimizer.step()
    return total
