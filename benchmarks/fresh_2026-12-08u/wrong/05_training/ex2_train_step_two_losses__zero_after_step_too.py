# Mistake: "after the call each trained parameter's .grad holds this step's gradient, as backward() left it (not cleared again after step())": the gradients are cleared before the forward pass and again after step(), to leave a clean slate for the next call.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    return loss.item()
