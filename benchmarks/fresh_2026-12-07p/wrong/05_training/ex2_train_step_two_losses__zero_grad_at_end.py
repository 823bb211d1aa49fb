# Mistake: "Start from cleared gradients: whatever `.grad` holds when the function is called ... must not count" and "after the call each trained parameter's `.grad` holds this step's gradient ... (not cleared again after `step()`)": the learner clears after step(), so stale gradients from before the call are added into this step and .grad is empty afterwards.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()          # ready for the next step
    return loss.item()
