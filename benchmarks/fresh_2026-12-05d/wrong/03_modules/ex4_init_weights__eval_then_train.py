# Mistake: "leave every module's mode (train/eval) as it was" — the model is put in eval mode "while touching the weights" and back into train mode at the end, so a BatchNorm1d that arrived in eval mode (or a model that arrived in eval) leaves in train mode.
def init_weights(model: nn.Module) -> nn.Module:
    model.eval()
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, nn.Linear):
                nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
                if m.bias is not None:
                    nn.init.zeros_(m.bias)
    model.train()
    return model
