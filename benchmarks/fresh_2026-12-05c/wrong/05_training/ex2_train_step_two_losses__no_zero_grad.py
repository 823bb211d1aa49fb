# Mistake: "Start from cleared gradients: whatever `.grad` holds when the function is called ... must not count" — never clears, so the earlier step's gradients are applied again
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    h = torch.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
