# Right: when grad mode is off nothing is saved for backward, so it reuses the parent's in-place forward there, and otherwise computes the formula out of place with torch.addcmul for the residual.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        if not torch.is_grad_enabled():
            return super().forward(x)
        h = self.proj(x) + 1.0
        g = torch.sigmoid(self.gate(x)) * self.scale
        return torch.relu(torch.addcmul(x, h, g))
