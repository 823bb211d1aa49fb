# Approach: one torch.autograd.backward over both losses; gradients zeroed in place
# (set_to_none=False).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=False)
    features = F.relu(shared(x))
    losses = [F.cross_entropy(head_a(features), y_class), F.mse_loss(head_b(features), y_reg)]
    torch.autograd.backward(losses)
    optimizer.step()
    return float(sum(loss.item() for loss in losses))
