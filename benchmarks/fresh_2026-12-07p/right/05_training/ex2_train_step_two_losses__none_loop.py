# Right: sets every .grad in the optimizer's param_groups to None by hand and runs shared once per loss (two graphs, one backward on the sum).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = None
    loss = (F.cross_entropy(head_a(torch.relu(shared(x))), y_class)
            + F.mse_loss(head_b(torch.relu(shared(x))), y_reg))
    loss.backward()
    value = float(loss.detach())
    optimizer.step()
    return value
