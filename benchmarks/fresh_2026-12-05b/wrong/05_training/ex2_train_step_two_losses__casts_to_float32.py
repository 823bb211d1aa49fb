# Mistake: "in the dtype of the parts (float32 or float64)" — casts the inputs to float32, which fails against float64 parts.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x.float()))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg.float())
    loss.backward()
    optimizer.step()
    return float(loss)
