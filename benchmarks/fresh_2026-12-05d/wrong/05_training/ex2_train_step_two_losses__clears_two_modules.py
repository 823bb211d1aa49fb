# Mistake: "Start from cleared gradients: whatever `.grad` holds when the function is called ... must not count" — it clears the gradients module by module and forgets head_b, so head_b's stale gradient from an earlier step is added to this step's.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    shared.zero_grad()
    head_a.zero_grad()
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    (loss_a + loss_b).backward()
    optimizer.step()
    return float(loss_a + loss_b)
