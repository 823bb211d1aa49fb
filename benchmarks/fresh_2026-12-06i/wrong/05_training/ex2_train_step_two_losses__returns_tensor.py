# Mistake: "Return the total loss as a Python float" — returns loss.detach(), a 0-d tensor (to avoid a host-device sync), not a Python float.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = torch.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.detach()
