# Mistake: "Return the total loss as a Python float": returns the two losses as a tuple (classification, regression), not their sum.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    (loss_a + loss_b).backward()
    optimizer.step()
    return loss_a.item(), loss_b.item()
