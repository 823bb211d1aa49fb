# Mistake: "Start from cleared gradients: whatever `.grad` holds when the function is called (left over from an earlier step) must not count": only `shared` and `head_a` are cleared (the classification path), so a leftover gradient in head_b's .grad is added to this step's and applied again
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    shared.zero_grad()
    head_a.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
