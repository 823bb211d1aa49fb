# Right: one forward of shared, two backward() calls with retain_graph=True on the first; the total computed as a Python sum of the two .item() values.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = None
    h = torch.relu(shared(x))
    ce = F.cross_entropy(head_a(h), y_class)
    mse = F.mse_loss(head_b(h), y_reg)
    ce.backward(retain_graph=True)
    mse.backward()
    value = ce.item() + mse.item()
    optimizer.step()
    return float(value)
