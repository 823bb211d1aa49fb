# Mistake: "after the call each trained parameter's `.grad` holds this step's gradient, as `backward()` left it (not cleared again after `step()`)": a tidy-up `optimizer.zero_grad()` after `step()` leaves every .grad None, so the caller (or a gradient-norm logger) sees no gradient for this step
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()          # leave clean gradients for the next step
    return loss.item()
