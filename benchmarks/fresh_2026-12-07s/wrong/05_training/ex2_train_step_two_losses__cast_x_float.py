# Mistake: "Any batch size works, ... in the dtype of the parts (float32 or float64)": casts x and y_reg to float32 "to match the weights", so float64 parts raise a dtype mismatch.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x.float()))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg.float())
    loss.backward()
    optimizer.step()
    return float(loss)
