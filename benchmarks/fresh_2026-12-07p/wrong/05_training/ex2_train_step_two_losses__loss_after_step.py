# Mistake: "Return the total loss of this step's forward pass (computed before `step()`)": the learner reports the loss re-evaluated after the update ("the loss we now have"), which is a different number (and an extra forward pass through every part).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    def total_loss():
        h = F.relu(shared(x))
        return F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)

    optimizer.zero_grad()
    total_loss().backward()
    optimizer.step()
    with torch.no_grad():
        return total_loss().item()
