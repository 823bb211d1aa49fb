# Right: fully out of place, the product and residual in one torch.addcmul(x, proj + 1, sigmoid * scale).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        gate = torch.sigmoid(self.gate(x)) * self.scale
        return torch.relu(torch.addcmul(x, self.proj(x) + 1.0, gate))
