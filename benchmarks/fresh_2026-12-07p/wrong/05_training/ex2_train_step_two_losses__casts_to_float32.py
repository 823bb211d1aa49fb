# Mistake: "Any batch size works ... in the dtype of the parts (float32 or float64)": the learner casts the inputs with .float() "to be safe", so with float64 parts the first Linear gets a float32 x and raises a dtype-mismatch RuntimeError (no step is taken).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    x, y_reg = x.float(), y_reg.float()
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
