# Mistake: "the model's train/eval modes stay as they were" — checks the conversion with an eval-mode forward pass and then restores with model.train(was_training), which sets *every* submodule to the model's mode: a nested Sequential block that was in the other mode than the model comes back flipped
def to_channels_last(model, x):
    was_training = model.training
    model.eval()
    with torch.no_grad():
        before = model(x)
    model = model.to(memory_format=torch.channels_last)
    x_cl = x.to(memory_format=torch.channels_last)
    with torch.no_grad():
        assert torch.allclose(model(x_cl), before, atol=1e-5)
    model.train(was_training)
    return model, x_cl
