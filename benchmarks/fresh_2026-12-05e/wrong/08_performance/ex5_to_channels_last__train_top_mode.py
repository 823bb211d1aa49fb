# Mistake: "the model's train/eval modes stay as they were" — restores the mode with model.train(model.training), which sets every submodule to the top module's mode, flipping the nested block that was in the other mode
def to_channels_last(model, x):
    was_training = model.training
    model = model.to(memory_format=torch.channels_last)
    model.train(was_training)
    return model, x.to(memory_format=torch.channels_last)
