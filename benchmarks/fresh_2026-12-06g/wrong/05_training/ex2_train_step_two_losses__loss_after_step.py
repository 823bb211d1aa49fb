# Mistake: "Return the total loss as a Python float" (the loss this step computed and applied) — it runs a second forward pass after step() to report "the current loss", returning the loss of the updated parameters instead (and doing a forward pass the step did not need)
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    def total():
        h = F.relu(shared(x))
        return F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)

    optimizer.zero_grad()
    total().backward()
    optimizer.step()
    with torch.no_grad():
        return total().item()
