# Mistake: "Any batch size works, a batch of one example included, in the dtype of the parts (float32 or float64)" — the input is cast with x.float() (a habit from image pipelines), so with float64 parts the shared Linear receives a float32 input and raises a dtype-mismatch RuntimeError.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x.float()))
    total = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    total.backward()
    optimizer.step()
    return total.item()
