# Mistake: "Return the total loss as a Python float": it returns the detached 0-d loss tensor, which prints like a number but is a torch.Tensor (isinstance(value, float) is False; summing it over an epoch builds tensors, on a GPU one per step)
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.detach()
