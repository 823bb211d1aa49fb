# Mistake: "a caller whose notebook runs on an accelerator ... (the notebook's device changes nothing: use the arguments')" — converts with .to(run.device, memory_format=...) as the notebook moves everything to run.device, so on a GPU notebook a CPU model and batch come back on the GPU.
def to_channels_last(model, x):
    model = model.to(run.device, memory_format=torch.channels_last)
    return model, x.to(run.device, memory_format=torch.channels_last)
