# Mistake: "Return the total loss as a Python float": returns loss.detach(), a 0-d tensor, so the caller gets a torch.Tensor (float(...) of it would work, but isinstance(result, float) is False).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    features = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(features), y_class)
    loss_b = F.mse_loss(head_b(features), y_reg)
    total = loss_a + loss_b
    total.backward()
    optimizer.step()
    return total.detach()
