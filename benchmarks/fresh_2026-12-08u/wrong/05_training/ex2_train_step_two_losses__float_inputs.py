# Mistake: "in the dtype of the parts (float32 or float64)": x and y_reg are cast with .float(), so float64 parts get float32 inputs and the step fails with a dtype mismatch.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x.float()))
    loss = F.cross_entropy(head_a(h), y_class.long()) + F.mse_loss(head_b(h), y_reg.float())
    loss.backward()
    optimizer.step()
    return loss.item()
