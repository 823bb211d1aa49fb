# Right: zero_grad first, one forward through the shared part, one backward of the summed loss, one step; .grad is left holding this step's gradient
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    h = F.relu(shared(x))
    total = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    total.backward()
    optimizer.step()
    return float(total.detach())
