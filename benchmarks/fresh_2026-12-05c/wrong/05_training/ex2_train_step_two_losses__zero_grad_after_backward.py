# Mistake: "the practitioner notes' placement of `zero_grad()` (after the backward calls, so nothing is applied)" — clears the gradients between backward and step
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    h = torch.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.zero_grad()
    optimizer.step()
    return loss.item()
