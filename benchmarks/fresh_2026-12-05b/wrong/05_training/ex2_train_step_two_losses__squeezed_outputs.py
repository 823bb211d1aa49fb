# Mistake: "Any batch size works, a batch of one example included" — squeezes both heads' outputs (and the regression target), which for a batch of one drops the batch dimension: the (C,) logits, the 0-d regression output and target no longer pair up with the (1,) class target.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    logits = head_a(h).squeeze()
    reg = head_b(h).squeeze()
    loss = F.cross_entropy(logits, y_class) + F.mse_loss(reg, y_reg.squeeze())
    loss.backward()
    optimizer.step()
    return loss.item()
