# Mistake: "Return the total loss as a Python float" — returns the detached loss tensor.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    total = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    total.backward()
    optimizer.step()
    return total.detach()
