# Mistake: "Start from cleared gradients: whatever .grad holds when the function is called ... must not count": the gradients are cleared with shared.zero_grad() and head_a.zero_grad() only, so gradients left in head_b's .grad by an earlier step are added to this step's.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    shared.zero_grad()
    head_a.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
