# Mistake: "Start from cleared gradients: whatever `.grad` holds when the function is called ... must not count" and ".grad holds this step's gradient ... (not cleared again after `step()`)": clears at the end of the step instead of the start, so leftover gradients are applied with this step's and the returned parts have .grad None.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    h = torch.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()            # ready for the next step
    return loss.item()
