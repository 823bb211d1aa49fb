# Mistake: "fill the existing parameters (the `nn.init` functions do)" -- the bias's data is replaced by torch.zeros(out_features), a new default-dtype CPU tensor, so a float64 layer gets a float32 bias and a layer on an accelerator a CPU bias.
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                m.bias.data = torch.zeros(m.out_features)
    return model
